import type { AppleWalletConfig } from '../config';
import type { FileStore } from '../file-store/store';
import { CARD_LANGUAGES } from '../../shared/contract/card-languages';
import type { PassContent } from './pass-content';
import { passIcon, passLogo, passThumbnail } from './pass-images';
import { LABEL_KEYS, WALLET_TEXTS, walletLabels, type LabelKey } from './texts';

/** The media type Safari and Mail hand to Wallet. */
export const PKPASS_TYPE = 'application/vnd.apple.pkpass';

/** One pass as issued: its serial and the token its device authenticates with. */
export interface IssuedPass {
  serial: string;
  authenticationToken: string;
}

/** A label as pass.json names it: a key that each language's pass.strings translates. */
const labelKey = (key: LabelKey) => `label.${key}`;

/** `#rrggbb` as the `rgb(r, g, b)` pass.json wants. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const DATA_DETECTORS = {
  phone: ['PKDataDetectorTypePhoneNumber'],
  email: [],
  website: ['PKDataDetectorTypeLink'],
  link: ['PKDataDetectorTypeLink'],
  address: ['PKDataDetectorTypeAddress'],
} as const;

/** pass.json of a generic pass: the card on the front, its contact lines on the back, the QR of its address. */
function passJson(content: PassContent, pass: IssuedPass, config: AppleWalletConfig, webServiceURL: string, hasLogo: boolean) {
  const field = (key: LabelKey, value: string) => ({ key, label: labelKey(key), value });
  return {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeId,
    teamIdentifier: config.teamId,
    serialNumber: pass.serial,
    authenticationToken: pass.authenticationToken,
    webServiceURL,
    organizationName: content.company || content.name,
    description: `${WALLET_TEXTS[content.language].card}: ${content.name}`,
    ...(hasLogo ? {} : { logoText: content.company || content.name }),
    backgroundColor: rgb(content.background),
    foregroundColor: rgb(content.foreground),
    labelColor: rgb(content.foreground),
    sharingProhibited: false,
    barcodes: [{ format: 'PKBarcodeFormatQR', message: content.barcode, messageEncoding: 'iso-8859-1', altText: labelKey('scan') }],
    generic: {
      primaryFields: [field('name', content.name)],
      secondaryFields: [...(content.title ? [field('title', content.title)] : []), ...(content.company ? [field('company', content.company)] : [])],
      backFields: content.back.map((line) => ({
        key: line.key,
        label: line.label || labelKey(line.labelKey),
        value: line.value,
        dataDetectorTypes: DATA_DETECTORS[line.kind],
      })),
    },
  };
}

/**
 * The card as a signed `.pkpass`: pass.json, its pictures at each density, every language's labels (`xx.lproj`), the
 * manifest of SHA-1 digests, and the detached PKCS#7 signature by the installation's Pass Type ID certificate.
 */
export async function buildApplePass(content: PassContent, pass: IssuedPass, { config, files, publicUrl }: { config: AppleWalletConfig; files: FileStore; publicUrl: string }): Promise<Buffer> {
  const { PKPass } = await import('passkit-generator');
  const [icon, icon2x, icon3x, logo, logo2x, thumbnail, thumbnail2x] = await Promise.all([
    passIcon(files, content, 29),
    passIcon(files, content, 58),
    passIcon(files, content, 87),
    passLogo(files, content, 160, 50),
    passLogo(files, content, 320, 100),
    passThumbnail(files, content, 90),
    passThumbnail(files, content, 180),
  ]);
  const pictures: Record<string, Buffer | undefined> = {
    'icon.png': icon,
    'icon@2x.png': icon2x,
    'icon@3x.png': icon3x,
    'logo.png': logo,
    'logo@2x.png': logo2x,
    'thumbnail.png': thumbnail,
    'thumbnail@2x.png': thumbnail2x,
  };
  const json = passJson(content, pass, config, `${publicUrl}/api/wallet`, logo !== undefined);
  const buffers: Record<string, Buffer> = { 'pass.json': Buffer.from(JSON.stringify(json)) };
  for (const [name, bytes] of Object.entries(pictures)) if (bytes) buffers[name] = bytes;
  const pkpass = new PKPass(buffers, {
    wwdr: config.wwdr,
    signerCert: config.signerCert,
    signerKey: config.signerKey,
    ...(config.signerKeyPassphrase ? { signerKeyPassphrase: config.signerKeyPassphrase } : {}),
  });
  for (const language of CARD_LANGUAGES) {
    const labels = walletLabels(language);
    pkpass.localize(language, Object.fromEntries(LABEL_KEYS.map((key) => [labelKey(key), labels[key]])));
  }
  return pkpass.getAsBuffer();
}
