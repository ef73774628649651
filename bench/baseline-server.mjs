// The baseline of the API figures: a bare Node http server answering every request with a
// JSON body of the given size from memory. It prints its port, then serves until killed.
import http from "node:http";

const size = Number(process.argv[2] ?? "0");
const empty = '{"padding":""}';
const body = Buffer.from(`{"padding":"${"x".repeat(Math.max(0, size - empty.length))}"}`);

const server = http.createServer((_request, response) => {
  response.writeHead(200, {
    "content-type": "application/json",
    "content-length": String(body.length),
  });
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`${typeof address === "object" && address ? address.port : 0}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
