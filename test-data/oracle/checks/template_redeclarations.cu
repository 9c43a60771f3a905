// Template instances whose definition is a redeclaration: parameters
// named differently from the first declaration, members of class
// templates defined outside the class, and members called on an object
// of a class template specialization. cicc checks each instance's body.
void host_fn(int);

template <typename _A> __device__ void apply(_A a);
template <typename T, typename U> __device__ void both(T t, U *u);

template <typename T> struct Box {
    __device__ void put(T v);
    __device__ void put_inline(T v) { host_fn(v); }
    __device__ static void put_static(T v);
    __device__ void operator()(T v) const { host_fn(v + 1); }
};

__global__ void k(int x) {
    apply(x);
    both(x, &x);
    Box<int> b;
    b.put(x);
    b.put_inline(x);
    Box<int>::put_static(x);
    b(x);
}

template <typename _Other> __device__ void apply(_Other a) { host_fn(a); }
template <typename X, typename Y> __device__ void both(X t, Y *u) { host_fn(t + *u); }
template <typename V> __device__ void Box<V>::put(V v) { host_fn(v); }
template <typename W> __device__ void Box<W>::put_static(W v) { host_fn(v * 2); }
