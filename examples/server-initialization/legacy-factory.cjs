const io = require("socket.io")(Number(process.env.PORT) || 3000);
