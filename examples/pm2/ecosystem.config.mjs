// The same configuration as an ES module: PM2 loads it with require(), so this needs Node.js 20.19+ or 22.12+
// (start it with: PM2_PORT=3000 pm2 start ecosystem.config.mjs)
export const apps = [
  {
    name: "socket-io-app",
    script: "worker.js",
    instances: "max", // one worker per CPU core; a number also works
    exec_mode: "cluster", // the default is "fork", a single process
    env: {
      NODE_ENV: "production",
    },
  },
];
