// Calls whose arithmetic arguments two or more candidates take equally well
// (#308): the candidates that tie, the argument types, the object type of a
// call through an object; the candidates that cannot take the arguments get
// notes. A unique best (an exact match, a promotion) is no error.
void pick(long);
void pick(unsigned long);
void by_int(int x) { pick(x); }

void g(float);
void g(double);
void g(int *);
void three(long);
void three(unsigned long);
void three(short);
void counted(long);
void counted(char);
void counted(int, int);
void k(short);
void k(long);
void pair(long, int);
void pair(unsigned long, int);
void pair(double, long);
void ref(const long &);
void ref(unsigned long);
void calls(int a, char c, short s, unsigned u, long l, float f) {
    g(a);
    g(c);
    g(s);
    g(u);
    g(l);
    g(f);
    g(1.0);
    g(a + c);
    g(c + c);
    g(f * 2);
    g(-c);
    three(1);
    counted(1u);
    k(c);
    pair(1, 2);
    pair(1.0, 2L);
    ref(1);
    int v = (int)l;
    pick(v);
}

namespace N {
void q(float);
void q(double);
void inner() { q(1); }
}
void qualified() { N::q(1); }

struct S {
    void m(float);
    void m(double);
    static void st(float);
    static void st(double);
    void w() { m(1); st(2); }
};
void members(S s, S *p) {
    s.m(1);
    p->m(2);
    S::st(3);
}

void h(float);
void h(double);
template <class T> void each(T x) { h(1); h(x); }
void use() { each(1); each(2); each(1L); each(1.0f); }

__host__ __device__ void hd(float);
__host__ __device__ void hd(double);
__device__ void dev(int i) { hd(i); }
__global__ void kern(unsigned char b) { hd(b); }
