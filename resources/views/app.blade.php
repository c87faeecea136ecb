<!DOCTYPE html>
<html lang="pt-BR">
    <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="theme-color" content="#1e3a8a">
        {{-- The page's own title, description and link-preview tags (SSR) come first: the first <title> wins. --}}
        @inertiaHead
        <title inertia>Mercado de Cartas</title>
        @viteReactRefresh
        @vite(['resources/js/app.tsx'])
        {{-- After the stylesheet: an inline script waits for the stylesheets above it, so the body is
             parsed once the CSS is in and is never styled and laid out without it (an input event's hit
             test before the CSS arrived did that, in the task before the first paint; docs/architecture.md,
             "Sixth round"). --}}
        @routes
    </head>
    <body class="bg-slate-50 text-slate-900 antialiased">
        @inertia
    </body>
</html>
