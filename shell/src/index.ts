// The async boundary lets the federation runtime negotiate shared singletons before any app code runs.
import('./bootstrap');
