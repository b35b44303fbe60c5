/** Tells every API instance that the catalogue changed, so cached answers are rebuilt. */
export abstract class CatalogChangeNotifier {
  abstract announce(): Promise<void>;
  /** Calls `listener` on every change announced by any process. */
  abstract subscribe(listener: () => void): Promise<void>;
}
