import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Verifies a password. With no stored hash it still spends the time of one verification, so
   * a response's timing does not tell whether the account exists.
   */
  verify(stored: string | undefined, password: string): Promise<boolean>;
}

export interface PasswordCost {
  memoryKib: number;
  iterations: number;
}

/** argon2id; the cost comes from configuration (the OWASP baseline by default: 19 MiB, 2 passes, 1 lane). */
export function createPasswordHasher(cost: PasswordCost): PasswordHasher {
  // The library's default algorithm is argon2id (its const enum cannot be imported under isolatedModules).
  const options = { memoryCost: cost.memoryKib, timeCost: cost.iterations, parallelism: 1 };
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(stored, password) {
      if (!stored) {
        dummyHash ??= hash('not-a-real-password-for-timing', options);
        await verify(await dummyHash, password).catch(() => false);
        return false;
      }
      return verify(stored, password).catch(() => false);
    },
  };
}
