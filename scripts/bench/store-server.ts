// The store as `npm start` runs it (production mode, the built client served beside the API), on a database the
// bench prepared. Run as a child process by the bench; it reports its port over IPC. Request logs are off, as in
// the hello-world it is compared with.
import { buildApp } from "../../server/src/app.ts";
import { loadConfig } from "../../server/src/config.ts";

const config = loadConfig({ ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0" });
const app = await buildApp(config);
const address = await app.listen({ host: config.host, port: 0 });
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
