// Preloaded into the server by bench/idle.mjs (NODE_OPTIONS=--import): counts the statements sent to the
// embedded database's thread (every query and exec goes through one postMessage) and prints the count on SIGUSR2.
import { isMainThread, Worker } from 'node:worker_threads';

if (isMainThread) {
  let statements = 0;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message?.request?.op === 'query' || message?.request?.op === 'exec') statements++;
    return post.call(this, message, ...rest);
  };
  process.on('SIGUSR2', () => process.stderr.write(`idle-statements ${statements}\n`));
}
