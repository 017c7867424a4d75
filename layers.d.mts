/** One layer of Portico (layers.mjs). */
export interface Layer {
  readonly name: string;
  readonly entry: string;
  readonly about: string;
  readonly imports: readonly string[];
}
export declare const LAYERS: readonly Layer[];
export declare function layer(name: string): Layer;
export declare function forbiddenFor(name: string): string[];
export declare function importsCore(name: string): boolean;
