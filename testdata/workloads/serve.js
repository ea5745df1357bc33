// Serves this folder on 127.0.0.1 with the Document-Policy header the JS Self-Profiling API needs.
// Prints the port, then serves until killed.
'use strict';
const http = require('http');
const fs = require('fs');
const path = require('path');

const types = {'.html': 'text/html', '.js': 'text/javascript'};
const server = http.createServer((request, response) => {
  const name = path.basename(new URL(request.url, 'http://x').pathname) || 'selfprof.html';
  const file = path.join(__dirname, name);
  if (!fs.existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'Content-Type': types[path.extname(file)] || 'application/octet-stream',
    'Document-Policy': 'js-profiling',
  });
  fs.createReadStream(file).pipe(response);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
