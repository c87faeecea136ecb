<!DOCTYPE html>
<html lang="pt-BR">
    <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="theme-color" content="#1e3a8a">
        {{-- The page's own title, description and link-preview tags (SSR) come first: the first <title> wins. --}}
        @inertiaHead
        <title inertia>Mercado de Cartas</title>
        @routes
        @viteReactRefresh
        @vite(['resources/js/app.tsx'])
    </head>
    <body class="bg-slate-50 text-slate-900 antialiased">
        @inertia
    </body>
</html>
