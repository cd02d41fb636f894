// PM2 configuration for @socket.io/pm2 (start it with: PM2_PORT=3000 pm2 start ecosystem.config.cjs)
module.exports = {
  apps: [
    {
      name: "socket-io-app",
      script: "worker.js",
      instances: "max", // one worker per CPU core; a number also works
      exec_mode: "cluster", // the default is "fork", a single process
      env: {
        NODE_ENV: "production",
      },
    },
  ],
};
