#define _POSIX_C_SOURCE 200809L
#include "b2c/b2c.h"
#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
static long fallbacks;
#define b2cAtan2(y,x) (fallbacks++, b2cAtan2(y,x))
#include "fastangle.h"
#undef b2cAtan2
int main(void){
  uint64_t s=88172645463325252ull; long bad=0, n=0;
  for(long i=0;i<(1L<<26);i++){ s^=s<<13;s^=s>>7;s^=s<<17;
    float ang = (float)((double)(s>>11) / 9007199254740992.0 * 6.4 - 3.2);
    b2cRot q = b2cMakeRot(ang);
    float a = b2cAtan2(q.s, q.c), b = fastAngle(q.s, q.c); n++;
    if (memcmp(&a,&b,4)) { if (bad++<5) printf("diff %a %a: %a %a\n", q.s,q.c,a,b); }
    // random raw floats too
    uint32_t u1=(uint32_t)s, u2=(uint32_t)(s>>32); float y,x; memcpy(&y,&u1,4); memcpy(&x,&u2,4);
    if (isfinite(x)&&isfinite(y)) { a=b2cAtan2(y,x); b=fastAngle(y,x); n++; if (memcmp(&a,&b,4)) { if (bad++<10) printf("diff2 %a %a: %a %a\n", y,x,a,b);} }
  }
  float edge[] = {0.0f,-0.0f,1.0f,-1.0f,1e-30f,-1e-30f,1e-45f,3e38f,-3e38f,0.5f,0.70710677f};
  for (int i=0;i<11;i++) for(int j=0;j<11;j++){ float a=b2cAtan2(edge[i],edge[j]), b=fastAngle(edge[i],edge[j]); n++; if (memcmp(&a,&b,4)) { bad++; printf("edge %a %a: %a %a\n", edge[i],edge[j],a,b);} }
  printf("n %ld bad %ld fallbacks %ld\n", n, bad, fallbacks);
  // timing
  enum{M=10000}; static float ys[M], xs[M];
  for(int i=0;i<M;i++){ b2cRot q=b2cMakeRot((float)i*0.00063f-3.1f); ys[i]=q.s; xs[i]=q.c; }
  double t1=1e9,t2=1e9, acc=0;
  for(int r=0;r<30;r++){ struct timespec A,B; clock_gettime(CLOCK_MONOTONIC,&A); for(int i=0;i<M;i++) acc+=b2cAtan2(ys[i],xs[i]); clock_gettime(CLOCK_MONOTONIC,&B); double t=(B.tv_sec-A.tv_sec)*1e9+(B.tv_nsec-A.tv_nsec); if(t<t1)t1=t;
    clock_gettime(CLOCK_MONOTONIC,&A); for(int i=0;i<M;i++) acc+=fastAngle(ys[i],xs[i]); clock_gettime(CLOCK_MONOTONIC,&B); t=(B.tv_sec-A.tv_sec)*1e9+(B.tv_nsec-A.tv_nsec); if(t<t2)t2=t; }
  printf("core %.1f ns, fast %.1f ns (%g)\n", t1/M, t2/M, acc);
}
