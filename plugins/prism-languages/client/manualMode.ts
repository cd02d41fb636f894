// Read by prism-core as it loads: no highlightAll() on DOMContentLoaded (it would rewrite the server-rendered
// code blocks under React) and no worker message handler.
(globalThis as {Prism?: object}).Prism = {manual: true, disableWorkerMessageHandler: true};

export {};
