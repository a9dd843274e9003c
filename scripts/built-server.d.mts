export function startBuiltServer(env?: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }>;
