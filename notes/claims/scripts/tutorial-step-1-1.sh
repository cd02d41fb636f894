# steps 1, 3, 8 with express 5.3.0 (scratch node_modules): GET /, client script, EADDRINUSE
# copies of examples/tutorial/step-{1,3,8} in /tmp/claims-c6/e-step-N, run against express 5.3.0 installed there
cd /tmp/claims-c6
node -e "console.log('express', require('express/package.json').version)"
for st in step-1 step-3 step-8; do
  PORT=4206 DB_FILE=/tmp/claims-c6/chat-e.jsonl node e-$st/index.js > /tmp/claims-c6/out-$st.txt 2>&1 & pid=$!
  sleep 1.5
  echo "$st: $(cat out-$st.txt | head -1) | GET / -> $(curl -s -o /dev/null -w '%{http_code} %{size_download}B' localhost:4206/) $(curl -s localhost:4206/ | head -c 60 | tr '\n' ' ') | /socket.io/socket.io.js -> $(curl -s -o /dev/null -w '%{http_code}' localhost:4206/socket.io/socket.io.js)"
  if [ $st = step-1 ]; then PORT=4206 node e-step-1/index.js 2>&1 | grep -o 'EADDRINUSE[^,]*' | head -1; fi
  kill $pid; wait $pid 2>/dev/null
done
