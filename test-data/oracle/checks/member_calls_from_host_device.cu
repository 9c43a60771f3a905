// A call from a __host__ __device__ function of a __host__ member function
// (or of a friend defined in its class) gets the front end's unnamed #20014
// where the call is (with the instance's context in a template), before
// cicc's #20011; other functions, inline or not, get #20011 only. The
// front end's warning stays for a function cicc never emits.
void host_fn() {}
struct P { void f() {} };
template <class T> struct Q { void f() {} };
template <class T> struct R {};
template <> struct R<int> { void f() {} };
template <class T> __host__ __device__ void a() { host_fn(); }
template <class T> __host__ __device__ void b() { P().f(); }
template <class T> __host__ __device__ void c() { Q<T>().f(); }
template <class T> __host__ __device__ void d() { R<T>().f(); }
template <class T> __host__ __device__ void e() { Q<int>().f(); }
template <class T> __host__ __device__ void g() { T().f(); }
void k() { a<int>(); b<int>(); c<int>(); d<int>(); e<int>(); g<P>(); }

struct P2 { void f() {} static void s() {} int operator+(int) { return 0; } };
__host__ __device__ void a2(P2 *p) { P2().f(); p->f(); P2::s(); }
template <class T> __host__ __device__ void b2(P2 *p) { p->f(); }
template <class T> __host__ __device__ void c2() { P2::s(); }
template <class T> __host__ __device__ void d2(P2 q) { q + 1; }
template <class T> __host__ __device__ void e2(T q) { q.f(); }
void k2(P2 *p) { b2<int>(p); c2<int>(); d2<int>(*p); e2<P2>(*p); }
struct RF { friend void fr2(RF); friend void fr3(RF) {} };
void fr2(RF) {}
void fr4(RF);
struct S { friend void fr4(RF); };
void fr4(RF) {}
__host__ __device__ void c3(RF r) { fr2(r); }
__host__ __device__ void d3(RF r) { fr3(r); }
__host__ __device__ void e3(RF r) { fr4(r); }
struct QM { __host__ __device__ void m(P *p) { p->f(); } };
