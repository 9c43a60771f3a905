// Host members of class template instances called from host-device code:
// cicc names them with the instance's arguments in the signature too, and
// neither the front end's positioned warning (explicit calls of members
// defined in the unit) nor its unpositioned one (implicit calls) comes for
// them; an explicit specialization's members are no instances and get both.
template <typename T>
struct Box {
    Box(T value) {}
    ~Box() {}
    void put(T x, T *y) {}
    static void make(const T &x) {}
};

template <typename T>
struct Holder {
    __host__ __device__ Holder() {}
    ~Holder() {}
};

template <typename T>
struct Pick {};

template <>
struct Pick<int> {
    void run() {}
};

struct Plain {
    Plain(int v) {}
};

__host__ __device__ void use_box() {
    Box<int> b = 10;
    b.put(1, 0);
    Box<float>::make(1.0f);
}

__host__ __device__ void use_holder() {
    Holder<double> h;
}

__host__ __device__ void use_pick() {
    Pick<int>().run();
}

__host__ __device__ void use_plain() {
    Plain p = 3;
}
