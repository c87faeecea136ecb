/**
 * nginx's configuration for the cluster (docs/deploy.md): one server on `port` sending pages and API
 * calls to the hosts and websockets (/app/…) to the socket servers, with its temporary files, pid and
 * logs under `dir` so it runs without touching the system's nginx.
 *
 * - No keep-alive to the hosts: every request opens its connection, so a host that stopped listening
 *   (SIGTERM) or died refuses the connection and nginx tries the next host (`proxy_next_upstream error`
 *   retries only requests not yet sent, so a checkout is never sent twice). A GET answered 503 (a host
 *   that began closing as the request arrived) is tried on the next host; a POST never is.
 * - No host is ever marked down (`max_fails=0`): on one machine a stopped host refuses at once, so a
 *   request to it while it restarts costs one refused connection and goes to the next host. Marking
 *   hosts down made nginx answer 502 ("no live upstreams") when a host came back a moment before
 *   another stopped. Across machines, where a dead machine times out instead, use `max_fails=1
 *   fail_timeout=5s`.
 * - Websockets are proxied with the Upgrade headers and a long read timeout; a socket server's 4200
 *   close makes the client reconnect, and nginx picks a live socket server.
 * - The built assets are served by nginx from public/build (immutable, hashed names).
 * - X-Upstream names the host that answered (the cluster test reads it).
 * - TLS (`tls`): nginx ends HTTPS on `tls.port` with the given certificate (HTTP/2, TLS 1.2 and 1.3) and
 *   the plain port answers every request with a redirect to it; the hosts see `X-Forwarded-Proto: https`
 *   and send HSTS themselves (their APP_URL is the https one).
 */
/** A certificate for nginx's HTTPS server (PEM files). */
export interface ClusterTls {
  port: number;
  cert: string;
  key: string;
}

export function nginxConfig({
  dir,
  port,
  hosts,
  sockets,
  root,
  tls,
}: {
  dir: string;
  port: number;
  hosts: number[];
  sockets: number[];
  root: string;
  tls?: ClusterTls;
}): string {
  const locations = `
    location /app/ {
      proxy_pass http://sockets;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_read_timeout 1h;
    }

    location /build/ {
      root ${root}/public;
      expires max;
      add_header Cache-Control "public, immutable";
      try_files $uri @hosts;
    }

    location / {
      proxy_pass http://hosts;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_next_upstream error timeout http_503;
      proxy_connect_timeout 2s;
      add_header X-Upstream $upstream_addr always;
      proxy_read_timeout 60s;
    }

    location @hosts {
      proxy_pass http://hosts;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout;
    }
`;
  const asRoot = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${asRoot}worker_processes 1;
error_log ${dir}/logs/error.log warn;

events {
  worker_connections 4096;
}

http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  client_max_body_size 4m;
  types {
    text/css css;
    application/javascript js mjs;
    image/svg+xml svg;
    image/png png;
    image/webp webp;
    font/woff2 woff2;
    application/json json;
  }

  upstream hosts {
${hosts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
  }

  upstream sockets {
${sockets.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
  }

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }

${servers(port, locations, tls)}}
`;
}

/** The plain server (the site, or a redirect to HTTPS when `tls` is set) and the HTTPS one. */
function servers(port: number, locations: string, tls: ClusterTls | undefined): string {
  if (!tls) return `  server {\n    listen 127.0.0.1:${port};\n${locations}  }\n`;
  const target = tls.port === 443 ? 'https://$host' : `https://$host:${tls.port}`;
  return `  server {
    listen 127.0.0.1:${port};
    return 301 ${target}$request_uri;
  }

  server {
    listen 127.0.0.1:${tls.port} ssl http2;
    ssl_certificate ${tls.cert};
    ssl_certificate_key ${tls.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:tls:10m;
    ssl_session_timeout 1h;
${locations}  }
`;
}
