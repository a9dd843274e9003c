import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * A full garbage collection of this thread now. V8 collects an idle heap lazily: after opening PGlite (initdb
 * runs a second WebAssembly instance) or after the server's start (migrations, the city list, the demo seed),
 * hundreds of MB of dead objects and WebAssembly memory would otherwise stay resident for a long time.
 */
export function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}
