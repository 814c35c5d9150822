import * as parse5 from 'parse5';
import fs from 'node:fs';
const doc = parse5.parse(fs.readFileSync(process.argv[2],'utf8'));
const attr=(n,k)=>n.attrs?.find(a=>a.name===k)?.value;
const text=(n)=> n.nodeName==='#text'? n.value : (n.childNodes||[]).filter(c=>!['script','style','svg'].includes(c.nodeName) || c.nodeName==='svg').map(c=>c.nodeName==='svg'? (svgText(c)) : text(c)).join('');
const svgText=(n)=>'';
const BLOCK=new Set(['p','li','h1','h2','h3','h4','td','th','figcaption','summary','dt','dd','caption','button','label','title','option']);
function walk(n){
  for (const c of n.childNodes||[]){
    if (c.nodeName==='#text'||c.nodeName==='#comment') continue;
    if (c.nodeName==='script'){ if(attr(c,'type')==='application/ld+json') console.log('JSONLD:', text(c)); continue; }
    if (c.nodeName==='style') continue;
    if (c.nodeName==='meta'){ const k=attr(c,'name')||attr(c,'property'); if(k&&/description|keywords|title|alt/.test(k)) console.log('META',k,':',attr(c,'content')); continue; }
    const a=[]; for (const k of ['aria-label','title','alt','lang','placeholder']) if(attr(c,k)!=null) a.push(`${k}=${attr(c,k)}`);
    if (BLOCK.has(c.nodeName) && !(c.nodeName==='title' && n.nodeName!=='head')) {
      const t=text(c).replace(/\s+/g,' ').trim();
      console.log(`${c.nodeName.toUpperCase()}${a.length?' ['+a.join(' ')+']':''}: ${t}`);
      // inner attrs
      const inner=[]; (function g(x){ for(const y of x.childNodes||[]){ const b=[]; for (const k of ['aria-label','title','alt','lang']) if(attr(y,k)!=null) b.push(`${k}=${attr(y,k)}`); if(b.length) inner.push(`<${y.nodeName} ${b.join(' ')}>${b.some(s=>s.startsWith('lang'))?'«'+text(y)+'»':''}`); g(y);} })(c);
      if(inner.length) console.log('   @', inner.join(' | '));
      // nested blocks (e.g. li inside li)
    } else {
      if (a.length) console.log(`<${c.nodeName} ${a.join(' ')}>`);
      if (c.nodeName==='a' ) { const t=text(c).replace(/\s+/g,' ').trim(); if(t) console.log('A:',t, attr(c,'target')?`[target=${attr(c,'target')} rel=${attr(c,'rel')}]`:''); }
      walk(c.nodeName==='template'? c.content : c);
    }
  }
}
walk(doc);
