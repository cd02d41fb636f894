import { createServer } from "node:http";
import { Server as EngineServer } from "engine.io";

const engine = new EngineServer({
  initialPacket: "welcome",
});

const httpServer = createServer();
engine.attach(httpServer);
httpServer.listen(Number(process.env.PORT) || 3000);
