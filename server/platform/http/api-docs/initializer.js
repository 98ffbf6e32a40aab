// Starts Swagger UI on the API description. A file of its own: the Content-Security-Policy allows
// no inline script. The online validator badge is off (validatorUrl: null): nothing leaves the site.
window.addEventListener('load', () => {
  window.ui = window.SwaggerUIBundle({
    url: '/api/docs/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
