// variadic kernel templates: the pack must be the last template parameter
// and there may be only one.
// ORACLE-HEADERS: mini
template <class... A> __global__ void k1(A... a) { }
template <class... A, class T> __global__ void k2(T t, A... a) { }
template <class T, class... A> __global__ void k3(T t, A... a) { }
template <class T, class... A, class U> __global__ void k4(T t, U u, A... a) { }
