/**
 * The colour scheme: the system's by default; the header's toggle stores the visitor's choice in
 * localStorage and sets it as data-theme on <html>, which the design tokens follow. The layout runs
 * this script inline in <head>, so a stored choice applies before the first paint (no flash of the
 * other scheme), and it wires every [data-theme-toggle] button by delegation: no island, no bundle.
 */
export const THEME_STORAGE_KEY = 'pll-theme';

export const THEME_SCRIPT = `(function(){var k='${THEME_STORAGE_KEY}',root=document.documentElement,stored=null;
try{stored=localStorage.getItem(k)}catch(e){}
if(stored==='light'||stored==='dark')root.dataset.theme=stored;
root.classList.add('theme-switchable');
function isDark(){var theme=root.dataset.theme||(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');return theme==='dark'}
function sync(){document.querySelectorAll('[data-theme-toggle]').forEach(function(button){button.setAttribute('aria-pressed',String(isDark()))})}
document.addEventListener('DOMContentLoaded',sync);
document.addEventListener('click',function(event){var target=event.target;if(!(target instanceof Element)||!target.closest('[data-theme-toggle]'))return;
var theme=isDark()?'light':'dark';root.dataset.theme=theme;try{localStorage.setItem(k,theme)}catch(e){}sync()})})()`;
