/** Why a balancer cannot be started here, or undefined when it can. */
export function balancerUnavailable(): string | undefined;
/** The haproxy configuration for `backends` behind one frontend on `port`. */
export function balancerConfig(options: { port: number; backends: string[]; pem?: string; checkMs?: number; keepClientAddress?: boolean }): string;
/** A running haproxy: its URL, port and pid, its last output, and how to stop it. */
export interface Balancer {
  url: string;
  port: number;
  pid: number;
  output(): string;
  stop(): Promise<void>;
}
/** Starts haproxy round robin over the node URLs, with health checks on /api/health. */
export function startBalancer(options: { backends: string[]; tls?: boolean; port?: number; checkMs?: number; keepClientAddress?: boolean }): Promise<Balancer>;
