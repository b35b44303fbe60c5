import type { SessionData } from '../domain/session';

/** Server-side session storage shared by every API instance (never process memory). */
export abstract class SessionStore {
  /** Reads the session and extends its idle lifetime. */
  abstract touch<T extends object = SessionData>(id: string, ttlSeconds: number): Promise<T | null>;
  abstract save(id: string, data: object, ttlSeconds: number): Promise<void>;
  abstract delete(id: string): Promise<void>;
  /** The customer's current session epoch (0 until a password change). */
  abstract customerEpoch(customerId: string): Promise<number>;
}
