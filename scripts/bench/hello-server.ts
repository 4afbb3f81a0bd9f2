// The framework's ceiling on this machine: a bare Fastify answering a constant JSON object, with nothing of the
// store in it. Run as a child process by the bench; it reports its port over IPC.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
const address = await app.listen({ host: "127.0.0.1", port: 0 });
process.send?.({ port: Number(new URL(address).port) });
// The bench asks for the process's CPU time around each measured run: CPU per request is steadier than
// requests per second on a machine that other work shares.
process.on("message", (message) => {
  if (message === "cpu") {
    const usage = process.cpuUsage();
    process.send?.({ cpuMicros: usage.user + usage.system });
  }
});
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
