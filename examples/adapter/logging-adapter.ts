// #region logging
import { Server } from "socket.io";
import { Adapter, type BroadcastOptions } from "socket.io-adapter";

class LoggingAdapter extends Adapter {
  broadcast(packet: { data: unknown[] }, opts: BroadcastOptions) {
    const target = opts.rooms.size ? [...opts.rooms].join(", ") : "everyone";
    console.log(`broadcast of "${packet.data[0]}" to ${target}`);
    super.broadcast(packet, opts);
  }
}

const io = new Server({ adapter: LoggingAdapter });
// #endregion logging

io.on("connection", (socket) => {
  socket.join("room1");
  io.emit("hello");
  io.to("room1").emit("news", "for room1");
});

io.listen(Number(process.env.PORT) || 3000);
