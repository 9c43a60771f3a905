// two packs in a variadic kernel template (plus EDG's #2097 on the second).
// ORACLE-HEADERS: mini
template <class... A, int... N> __global__ void k1(A... a) { }
