import type { DiscoveryService } from '@nestjs/core';

type AbstractClass<T> = abstract new (...args: never[]) => T;

/** Every provider instance of the application that implements `kind`, each once. */
export function providersImplementing<T>(discovery: DiscoveryService, kind: AbstractClass<T>): T[] {
  const found = discovery
    .getProviders()
    .map((wrapper) => wrapper.instance as unknown)
    .filter((instance): instance is T => instance instanceof kind);
  return [...new Set(found)];
}
