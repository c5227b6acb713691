import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const openssl = (args: string[]) => promisify(execFile)('openssl', args);

/** The test's own certificate chain, standing in for Apple's: its files' paths. */
export interface TestChain {
  dir: string;
  /** The certificate authority in the place of Apple's WWDR intermediate (PEM). */
  ca: string;
  /** The Pass Type ID certificate and its key, signed by that authority. */
  passCert: string;
  passKey: string;
  /** A server certificate for 127.0.0.1, for the APNs peer (signed by the same authority). */
  peerCert: string;
  peerKey: string;
  /** An APNs token key (EC P-256, PKCS#8 as Apple's .p8) and its public half. */
  apnsKey: string;
  apnsPublicKey: string;
}

export const TEST_PASS_TYPE_ID = 'pass.app.kartis.test';
export const TEST_TEAM_ID = 'KARTIS1234';

/** Makes a certificate authority, a pass certificate for TEST_PASS_TYPE_ID and a peer certificate with openssl. */
export async function makeTestChain(): Promise<TestChain> {
  const dir = mkdtempSync(join(tmpdir(), 'kartis-chain-'));
  const path = (name: string) => join(dir, name);
  await openssl(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', path('ca.key'), '-out', path('ca.pem'), '-days', '2', '-subj', '/CN=Test Wallet Authority/O=Kartis Tests']);
  const signed = async (name: string, subject: string, extensions: string) => {
    await openssl(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', path(`${name}.key`), '-out', path(`${name}.csr`), '-subj', subject]);
    writeFileSync(path(`${name}.ext`), extensions);
    await openssl(['x509', '-req', '-in', path(`${name}.csr`), '-CA', path('ca.pem'), '-CAkey', path('ca.key'), '-CAcreateserial', '-out', path(`${name}.pem`), '-days', '2', '-extfile', path(`${name}.ext`)]);
  };
  await signed('pass', `/UID=${TEST_PASS_TYPE_ID}/CN=Pass Type ID: ${TEST_PASS_TYPE_ID}/OU=${TEST_TEAM_ID}/O=Kartis Tests`, 'keyUsage=digitalSignature\nextendedKeyUsage=clientAuth,emailProtection\n');
  await signed('peer', '/CN=127.0.0.1', 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  await openssl(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', path('apns.p8')]);
  await openssl(['pkey', '-in', path('apns.p8'), '-pubout', '-out', path('apns.pub')]);
  return {
    dir,
    ca: path('ca.pem'),
    passCert: path('pass.pem'),
    passKey: path('pass.key'),
    peerCert: path('peer.pem'),
    peerKey: path('peer.key'),
    apnsKey: path('apns.p8'),
    apnsPublicKey: readFileSync(path('apns.pub'), 'utf8'),
  };
}

/** Removes the chain's folder (its keys are the run's alone). */
export function removeTestChain(chain: TestChain): void {
  rmSync(chain.dir, { recursive: true, force: true });
}

/** The server's environment for Apple Wallet with the chain, its pushes sent to `apnsUrl`. */
export function appleWalletEnv(chain: TestChain, apnsUrl: string): Record<string, string> {
  return {
    APPLE_PASS_TYPE_ID: TEST_PASS_TYPE_ID,
    APPLE_TEAM_ID: TEST_TEAM_ID,
    APPLE_PASS_CERT: chain.passCert,
    APPLE_PASS_KEY: chain.passKey,
    APPLE_WWDR_CERT: chain.ca,
    APNS_URL: apnsUrl,
    APNS_CA_FILE: chain.ca,
  };
}

/** Checks a pass's detached signature over its manifest against the chain with `openssl smime -verify`; answers the signer's subject. */
export async function verifyPassSignature(chain: TestChain, manifest: Buffer, signature: Buffer): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'kartis-pass-'));
  try {
    writeFileSync(join(dir, 'manifest.json'), manifest);
    writeFileSync(join(dir, 'signature'), signature);
    await openssl(['smime', '-verify', '-binary', '-inform', 'DER', '-in', join(dir, 'signature'), '-content', join(dir, 'manifest.json'), '-CAfile', chain.ca, '-purpose', 'any', '-signer', join(dir, 'signer.pem'), '-out', join(dir, 'verified')]);
    const { stdout } = await openssl(['x509', '-in', join(dir, 'signer.pem'), '-noout', '-subject', '-nameopt', 'RFC2253']);
    return stdout.trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
