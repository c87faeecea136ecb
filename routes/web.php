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
| The "guard" field is not enforced here on purpose: the session (bearer
| token) lives in the browser, not in a Laravel session, so the server
| cannot tell a visitor from a logged-in user on a page load. The front end
| enforces the guards from the same table before rendering a page (auth:
| full page load to /auth/login; cart: session and a non-empty cart; store:
| the store is fetched and a 403 sends the seller to /my-store/list;
| session: /validateEmail without a session goes to /). The data itself is
| protected by the /v1 API, which checks the bearer token on every call.
|
| The route parameters are handed to the page as props, e.g.
| my-store/{store_id}/orders renders MyStore/Orders/Index with
| ['store_id' => '12']. Optional parameters that are absent are left out.
|
*/

$pages = json_decode(file_get_contents(__DIR__.'/pages.json'), true, 512, JSON_THROW_ON_ERROR);

foreach ($pages as $page) {
    $component = $page['component'];

    $route = Route::get(
        $page['uri'],
        fn () => Inertia::render($component, request()->route()->parameters())
    )->name($page['name']);

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
