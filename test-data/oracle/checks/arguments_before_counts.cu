// A call to the only function of its name: each argument given is judged
// against its parameter first (#167, and #415 for a class parameter no
// constructor takes a scalar to), then the count (too few, too many). A
// local declared with a typedef is shown by it (`"strm" (aka "CUst *")`).
// A class local initialized from a scalar no constructor takes gets #415
// (and no #177), as does a reference to const bound to such a temporary.
struct L { int id; int type; };
struct C { C(int); };
typedef struct CUst *strm;
void f(int *, int);
void g(void *, unsigned long, L, unsigned int, strm = 0);
void h(int *);
void k(C, L);
void u(void *, unsigned int);
#define CHECK(x) do { if ((x) != 0) { (void)(x); } } while (0)
void t(float *p, struct CUst *q) {
    f(1.5);
    g(p, 4, 0);
    h(1.5, 2);
    k(1, 2);
    strm s = q;
    g(p, 4, 0, s);
    u(p, s);
    CHECK(g(p, 4, 0));
    L a = 3;
    L b(4);
    L c = p;
    typedef L LT;
    const L &r = 6;
    const LT &r2 = 'c';
    const int &ir = 3;
    (void)r2; (void)ir;
}
