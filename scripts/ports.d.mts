// Types of scripts/ports.mjs for the TypeScript tests.
/** A port the kernel gives a server started now (from its ephemeral range). */
export function freePort(): Promise<number>;
/** A port P, free with P+1 … P+span-1, below the kernel's ephemeral range: for a server stopped and started again on the same port. */
export function stablePorts(span?: number): Promise<number>;
