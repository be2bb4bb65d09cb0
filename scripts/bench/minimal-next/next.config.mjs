// The yardstick of `npm run bench -- --web`: the smallest Next.js app, built and served like the web app.
export default { poweredByHeader: false, reactStrictMode: true };
