// The framework's ceiling on this machine: a bare Fastify answering a constant JSON object, with nothing of the
// store in it. Run as a child process by the bench; it reports its port over IPC.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
const address = await app.listen({ host: "127.0.0.1", port: 0 });
process.send?.({ port: Number(new URL(address).port) });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
