// require("socket.io-client") returns the io() function, which has no protocol property in 4.8:
// import() loads the ES module, which exports it
import("socket.io-client").then(({ protocol }) => {
  console.log(protocol); // 5
});
