// Prints the versions that require() resolves from this folder. Run it in your
// application's folder to see what the application really loads.
for (const name of ["socket.io", "engine.io", "socket.io-parser", "socket.io-adapter", "ws"]) {
  try {
    console.log(`${name}: ${require(`${name}/package.json`).version}`);
  } catch (error) {
    // installed only inside another package's node_modules: use `npm ls <name>`
    console.log(`${name}: not reachable from here`);
  }
}
