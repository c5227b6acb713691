/** The built server every node runs. */
export const BUILT_SERVER: string;
/** One running node of the built server. */
export interface AppNode {
  name: string;
  url: string;
  pid: number;
  output(): string;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  exited: Promise<number | string | null>;
  /** SIGTERM by pid, SIGKILL after 5 s. */
  stop(): Promise<void>;
  /** SIGKILL by pid, as a machine that dies. */
  kill(): Promise<void>;
}
/** Starts one node of the built server with `env` on a free port. */
export function startNode(options: { name: string; env: Record<string, string> }): Promise<AppNode>;
/** The environment of nodes that share one database and data folder behind a balancer. */
export function sharedNodeEnv(options: { dataDir: string; databaseUrl?: string; publicUrl: string; env?: Record<string, string> }): Record<string, string>;
/** Starts `count` nodes one after the other with the same environment. */
export function startNodes(count: number, env: Record<string, string>): Promise<AppNode[]>;
