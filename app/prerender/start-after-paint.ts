// The one script of a pre-rendered marketing page: starts the app once the page has painted. Its HTML and styles
// then have the connection to themselves until the first paint; the app's modules follow, fetched in parallel.

const START = 'script[data-app-entry]';

function startApp(script: HTMLScriptElement): void {
  for (const href of (script.dataset.appModules ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ script.dataset.appEntry!);
}

const script = document.querySelector<HTMLScriptElement>(START);
if (script && document.visibilityState === 'hidden') startApp(script);
// A frame, then a task: the callback of the frame runs before its paint, the task after it.
else if (script) requestAnimationFrame(() => setTimeout(() => startApp(script), 0));
