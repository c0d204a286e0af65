import http from "node:http";

// The baseline: the fastest a Node process on this machine answers HTTP at all.
const port = Number(process.env.PORT ?? 3301);
http
  .createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/plain" });
    response.end("hello world");
  })
  .listen(port, "127.0.0.1");
