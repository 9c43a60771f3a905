// In a template, a call or launch with a type-dependent argument is
// looked up when instantiated (argument-dependent lookup); other undefined
// names are reported at the definition, on the host side.
template<class T> void h1(T t) { undeclared_k<<<1,1>>>(t); }
template<class T> void h2(T t) { undeclared_f(t); }
template<class T> void h3(T t) { undeclared_g(1); }
template<class T> void h4(T t) { undeclared_k2<<<1,1>>>(1); }
template<class T> __global__ void h5(T t) { undeclared_d(t); }
template<class T> void j1(T t) { u1(t.x); }
template<class T> void j3(T t) { u3(T()); }
template<class T> void j4(T *t) { u4(*t, 1); }
template<class T> void j5(int n) { u5(n); }
template<int N> void j6() { u6(N); }
