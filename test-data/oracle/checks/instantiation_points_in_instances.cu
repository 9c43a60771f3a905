// A call or launch made in a template instance instantiates its callee at
// the end of the call, its statement's ';' (a call in a plain function: where
// it begins).
template <class T> __global__ void k(T t) { t.nope(); }
template <class T> void h(T t) { t.nope2(); }
template <class T> void outer(T t) {
    k<<<1, 1>>>(t
        )
        ;
}
template <class T> void outer2(T t) {
    h(t
      )
      ;
}
int main() {
    outer(1);
    outer2(2);
    return 0;
}
