// The store as `npm start` runs it (production mode, the built client served beside the API), on a database the
// bench prepared. Run as a child process by the bench; it reports its port over IPC. Request logs are off, as in
// the hello-world it is compared with.
import { buildApp } from "../../server/src/app.ts";
import { loadConfig } from "../../server/src/config.ts";

const config = loadConfig({ ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0" });
const app = await buildApp(config);
const address = await app.listen({ host: config.host, port: 0 });
process.send?.({ port: Number(new URL(address).port) });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
