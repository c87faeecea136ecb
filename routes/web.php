<?php

use Illuminate\Support\Facades\Route;
use Inertia\Inertia;

/*
|--------------------------------------------------------------------------
| Screens
|--------------------------------------------------------------------------
|
| Every screen is declared once, in routes/pages.json (name, uri, component,
| guard), in match order. This file registers each entry as an Inertia
| route; the standalone host in server/ and Ziggy's route list read the
| same table, so a screen added there exists everywhere.
|
| A screen receives its first data as props from the server (the Inertia
| way): the controller named for it in $propsControllers below gives them,
| as server/http/pages/*.ts does in the standalone host (same props, same
| types: resources/js/types/pages/*.ts). A screen with no controller gets
| its route parameters as props, e.g. my-store/{store_id}/orders renders
| MyStore/Orders/Index with ['store_id' => '12'].
|
| The "guard" of each entry is decided here, on the server, from the session
| cookie set at login (docs/decisions.md, "Session"), through the middleware
| in $guardMiddleware: auth (a full page load of /auth/login), cart (a
| session and a non-empty cart), store (the store's owner only; anyone else
| goes to /my-store/list with the message for 10 seconds), session
| (/validateEmail without a session goes to /).
|
*/

$pages = json_decode(file_get_contents(__DIR__.'/pages.json'), true, 512, JSON_THROW_ON_ERROR);

/*
| Props controllers, by route name. Each action receives the route parameters
| and returns Inertia::render($component, $props), with Inertia::defer() for
| what the standalone host defers and Inertia::merge() for its merged lists
| (docs/architecture.md, "Adding a page with props").
*/
$propsControllers = [
    'product.show' => [\App\Http\Controllers\Pages\ProductController::class, 'show'],
];

$guardMiddleware = [
    'none' => [],
    'auth' => ['auth'],
    'cart' => ['auth', 'cart.not-empty'],
    'store' => ['auth', 'store.access'],
    'session' => ['auth.or-home'],
];

foreach ($pages as $page) {
    $component = $page['component'];

    $action = $propsControllers[$page['name']]
        ?? fn () => Inertia::render($component, request()->route()->parameters());

    $route = Route::get($page['uri'], $action)
        ->name($page['name'])
        ->middleware($guardMiddleware[$page['guard']] ?? []);

    // Parameter constraints come from the table too: the store-slug catch-all
    // only takes one segment of letters, digits and hyphens, so file names
    // (favicon.ico, robots.txt) and anything under build/ never reach it.
    foreach ($page['wheres'] ?? [] as $parameter => $pattern) {
        $route->where($parameter, $pattern);
    }
}

// Not a route of the table: any other path renders the not-found screen.
Route::fallback(
    fn () => Inertia::render('Errors/NotFound')
        ->toResponse(request())
        ->setStatusCode(404)
);
