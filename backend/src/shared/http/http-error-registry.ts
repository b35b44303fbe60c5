import { Global, Injectable, Module } from '@nestjs/common';
import { HttpErrorCatalog, HttpErrorMapping, sharedHttpErrors } from './http-error-catalog';

/**
 * Where each context registers its own error catalogue (from its module's constructor), so the
 * global filter knows every code without a central list that each new context must edit.
 */
@Injectable()
export class HttpErrorRegistry {
  private readonly catalog: HttpErrorCatalog = { ...sharedHttpErrors };

  register(catalog: HttpErrorCatalog): void {
    for (const [code, mapping] of Object.entries(catalog)) {
      const known = this.catalog[code];
      if (known && (known.status !== mapping.status || known.message !== mapping.message))
        throw new Error(`Error code ${code} is registered twice with different answers`);
      this.catalog[code] = mapping;
    }
  }

  lookup(code: string): HttpErrorMapping | undefined {
    return this.catalog[code];
  }
}

@Global()
@Module({ providers: [HttpErrorRegistry], exports: [HttpErrorRegistry] })
export class HttpErrorsModule {}
