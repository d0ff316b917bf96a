// The async boundary lets the federation runtime negotiate shared singletons before any app code runs. A
// production shell's singletons are eager (ADR 010), so there the app comes in the same files as the entry: one
// 3G round trip fewer before anything renders.
if (__EAGER_SHARED__) void import(/* webpackMode: "eager" */ './bootstrap');
else void import('./bootstrap');
