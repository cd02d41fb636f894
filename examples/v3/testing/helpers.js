// #region waitFor
// resolves with the first argument of the next `event` on `emitter`
function waitFor(emitter, event) {
  return new Promise((resolve) => {
    emitter.once(event, resolve);
  });
}
// #endregion waitFor

// #region ack
// emits an event with an acknowledgement callback and resolves with the answer;
// rejects when no answer arrives within `ms` (3.x has no timeout() nor emitWithAck())
function emitWithAck(socket, ms, event, ...args) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to "${event}" after ${ms} ms`)), ms);
    socket.emit(event, ...args, (answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}
// #endregion ack

module.exports = { waitFor, emitWithAck };
