// Class template argument deduction from the constructors (the implicit
// guides), with or without an explicit guide: the constructor called is the
// deduced instance's, named with its arguments (and, after an earlier
// error, in the front end's mangled form with them).
template <typename T>
struct Dev {
    __device__ Dev(T value) {}
    __device__ void get() {}
};

template <typename T>
struct Host {
    Host(T value) {}
};

template <typename T, typename U>
struct Pair {
    __device__ Pair(T a, U b, int c) {}
};

template <typename T>
struct Guided {
    __device__ Guided(T value) {}
};
template <typename T>
Guided(T) -> Guided<T>;

__host__ __device__ void in_both() {
    Host h = 1.5;
    Dev d = 10;
}

void on_host() {
    Dev d = 'c';
    d.get();
    Pair p(1, 2.0, 3);
    Guided g = 4u;
    Dev<int> e = 10;
}

__device__ void on_device() {
    Host h = 2;
    Dev d = 10;
}
